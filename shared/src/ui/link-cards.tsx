import { Link } from '@court/runtime';
import styles from './link-cards.module.css';

export interface LinkCard {
  /** The page's address, with its language. */
  to: string;
  title: string;
  /** What the visitor finds there. */
  text?: string;
}

/** The pages of an overview as cards: each a linked heading at `headingLevel` and a line on what it holds. */
export function LinkCards({ cards, headingLevel }: { cards: LinkCard[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Heading className={styles.cardTitle}>
            <Link to={card.to}>{card.title}</Link>
          </Heading>
          {card.text && <p className={styles.cardText}>{card.text}</p>}
        </li>
      ))}
    </ul>
  );
}
