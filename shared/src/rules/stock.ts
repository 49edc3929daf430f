/** The most of one dish a restaurant may hold in stock; a cancel's restock never passes it either. */
export const MAX_STOCK = 100000;
