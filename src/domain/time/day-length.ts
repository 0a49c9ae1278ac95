/**
 * The length of a UTC day. A UTC day is always 24 hours; a day in a time zone with daylight
 * saving time can be 23 or 25, so local days are never counted with this constant.
 */
export const MILLISECONDS_PER_DAY = 86_400_000;
