/** The back office's gift cards: the list screen, a card's movements, disable, issue by hand. */
export { default as AdminGiftCardsPage } from './AdminGiftCardsPage';
