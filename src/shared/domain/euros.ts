const euros = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** An amount as the screens and replies write it: "120.000 €", "8250 €", "37.978,02 €" (es-ES, cents only when there are). */
export const formatEuros = (amount: number) => euros.format(amount);
