/** Tokens as the services count them, roughly: about four characters each. */
export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));
