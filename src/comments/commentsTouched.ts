import { AddMarkStep, RemoveMarkStep, ReplaceAroundStep, ReplaceStep } from '@tiptap/pm/transform';
import type { Transaction } from '@tiptap/pm/state';

/**
 * Whether `transaction` may have changed which threads the document anchors: it added or removed comment marks, or
 * replaced text that had or has one. Answers without walking the document, so a keystroke on a long page (mine or
 * another person's in the live session) does not cost a walk of every block.
 */
export function touchesComments(transaction: Transaction): boolean {
  const type = transaction.doc.type.schema.marks.comment;
  if (!type) return false;
  return transaction.steps.some((step, index) => {
    if (step instanceof AddMarkStep || step instanceof RemoveMarkStep) return step.mark.type === type;
    if (!(step instanceof ReplaceStep || step instanceof ReplaceAroundStep)) return true;
    const before = transaction.docs[index];
    const after = transaction.docs[index + 1] ?? transaction.doc;
    let touched = false;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      touched ||= before.rangeHasMark(oldStart, oldEnd, type) || after.rangeHasMark(newStart, newEnd, type);
    });
    return touched;
  });
}
