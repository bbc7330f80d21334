/** The device's offset east of UTC in minutes now (the preferences page offers the device's zone with it). */
export function deviceOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}
