// Dates and numbers in the browser's own language and conventions (Intl), wherever the page
// shows them.

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0, useGrouping: 'min2' });
const signed = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0, signDisplay: 'always' });

/** "26 Nov 2026" (as the browser's locale writes it). */
export const formatDay = (ms) => day.format(new Date(ms));
/** "26 Nov", for a chart's axis. */
export const formatShortDay = (ms) => shortDay.format(new Date(ms));
/** "26 Nov 2026, 21:15". */
export const formatMoment = (ms) => moment.format(new Date(ms));
/** "1,512". */
export const formatNumber = (n) => whole.format(n);
/** "+12", "−8". */
export const formatChange = (n) => signed.format(n);
