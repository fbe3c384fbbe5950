/** Spec 3.5: from the name (first and last word), else the first letter of the email, else "U". */
export function initialsOf(person: { name?: string | null; email?: string | null }): string {
  const words = (person.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
    return letters
      .map((word) => Array.from(word)[0])
      .join('')
      .toUpperCase();
  }
  const email = (person.email ?? '').trim();
  return email ? Array.from(email)[0].toUpperCase() : 'U';
}
