/**
 * Branded unit types (DESIGN §2): a plain number tagged with its unit so that
 * meters cannot be passed where seconds are expected. Each brand string is unique.
 */
declare const unitBrand: unique symbol;

type Branded<TBrand extends string> = number & { readonly [unitBrand]: TBrand };

export type Meters = Branded<'Meters'>;
export type Miles = Branded<'Miles'>;
export type Centimeters = Branded<'Centimeters'>;
export type Kilograms = Branded<'Kilograms'>;
export type Pounds = Branded<'Pounds'>;
export type Seconds = Branded<'Seconds'>;
export type Minutes = Branded<'Minutes'>;
export type Bpm = Branded<'Bpm'>;
/** A heart rate as a fraction of the player's HRmax: 0.8 is 80 %. */
export type HrFraction = Branded<'HrFraction'>;
/** Meters per second. */
export type MetersPerSecond = Branded<'MetersPerSecond'>;
export type Kilocalories = Branded<'Kilocalories'>;
/** Edwards training impulse units. */
export type Trimps = Branded<'Trimps'>;

export const asMeters = (value: number): Meters => value as Meters;
export const asMiles = (value: number): Miles => value as Miles;
export const asCentimeters = (value: number): Centimeters => value as Centimeters;
export const asKilograms = (value: number): Kilograms => value as Kilograms;
export const asPounds = (value: number): Pounds => value as Pounds;
export const asSeconds = (value: number): Seconds => value as Seconds;
export const asMinutes = (value: number): Minutes => value as Minutes;
export const asBpm = (value: number): Bpm => value as Bpm;
export const asHrFraction = (value: number): HrFraction => value as HrFraction;
export const asMetersPerSecond = (value: number): MetersPerSecond => value as MetersPerSecond;
export const asKilocalories = (value: number): Kilocalories => value as Kilocalories;
export const asTrimps = (value: number): Trimps => value as Trimps;
