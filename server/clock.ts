/** The time source every service takes, so tests can pin it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
