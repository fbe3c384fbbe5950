import type { Command } from '@tiptap/core';

/** A card of a card block as stored: its known fields, plus any others a stored document carries (kept as they came). */
export type StoredCard = Record<string, unknown> & { id?: unknown };

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random card id like the stored documents' (`card-…`); getRandomValues works outside secure contexts too. */
export function newCardId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `card-${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

export function isCardList(value: unknown): value is StoredCard[] {
  return Array.isArray(value) && value.every((card) => typeof card === 'object' && card !== null && !Array.isArray(card));
}

/** Changes the cards of the card block at `pos`; when no card is left the block itself goes (spec 4.2). */
export function changeCards(nodeName: string, pos: number, change: (cards: StoredCard[]) => StoredCard[]): Command {
  return ({ tr, state, dispatch }) => {
    const node = state.doc.nodeAt(pos);
    if (node?.type.name !== nodeName) return false;
    const cards = change(node.attrs.cards as StoredCard[]);
    if (dispatch) {
      if (cards.length === 0) tr.delete(pos, pos + node.nodeSize);
      else tr.setNodeMarkup(pos, undefined, { ...node.attrs, cards });
    }
    return true;
  };
}

export const withCard = (index: number, fields: Record<string, unknown>) => (cards: StoredCard[]) =>
  cards.map((card, at) => (at === index ? { ...card, ...fields } : card));

export const withoutCard = (index: number) => (cards: StoredCard[]) => cards.filter((_card, at) => at !== index);

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
