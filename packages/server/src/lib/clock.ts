/** The time source. Services take it instead of calling `new Date()` so tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
