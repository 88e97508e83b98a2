/** An amount in the account's currency as a person reads it: "$25.00", "¥5,000". */
export const moneyText = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** "the campaign", "1 ad set", "3 ad sets". */
export const adsetCount = (count: number) => `${count} ad set${count === 1 ? '' : 's'}`;
