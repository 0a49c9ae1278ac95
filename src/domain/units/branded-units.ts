/**
 * Branded unit types (docs/architecture.md#naming): a plain number tagged with its unit so that
 * meters cannot be passed where seconds are expected. Each brand string is unique.
 */
declare const unitBrand: unique symbol;

type Branded<TBrand extends string> = number & { readonly [unitBrand]: TBrand };

export type Meters = Branded<'Meters'>;
export type Miles = Branded<'Miles'>;
export type Seconds = Branded<'Seconds'>;
export type Minutes = Branded<'Minutes'>;
export type Bpm = Branded<'Bpm'>;
export type Kilocalories = Branded<'Kilocalories'>;
/** Edwards training impulse units. */
export type Trimps = Branded<'Trimps'>;

export const asMeters = (value: number): Meters => value as Meters;
export const asMiles = (value: number): Miles => value as Miles;
export const asSeconds = (value: number): Seconds => value as Seconds;
export const asMinutes = (value: number): Minutes => value as Minutes;
export const asBpm = (value: number): Bpm => value as Bpm;
export const asKilocalories = (value: number): Kilocalories => value as Kilocalories;
export const asTrimps = (value: number): Trimps => value as Trimps;
