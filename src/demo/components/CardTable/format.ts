const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })

/** 2500 → "$2,500". */
export const formatUsd = (amount: number): string => usd.format(amount)
