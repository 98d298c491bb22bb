/** "1 order", "3 orders". */
export const ordersWord = (count: number) =>
  count === 1 ? '1 order' : `${count} orders`
