// How a VERI*FACTU record writes dates, amounts and the moment it was generated.

/** An amount in cents as the record writes it: a dot, two decimals, no thousands ("1234.50", "-12.35"). */
export const recordAmount = (cents: number) => {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
};

/** A day (YYYY-MM-DD) as the record and the QR write it: DD-MM-YYYY. */
export const recordDate = (day: string) => {
  const [year, month, date] = day.split("-");
  return `${date}-${month}-${year}`;
};

/** The instant in the time zone, to the second, with its UTC offset: 2027-01-04T10:15:00+01:00. */
export function recordTimestamp(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+01:00", or "GMT" for an offset of zero.
  const offset = (parts.timeZoneName ?? "GMT").replace("GMT", "") || "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
