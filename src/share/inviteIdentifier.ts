/** Spec 5.4: of a comma-separated list of emails, the first. */
export function firstEmail(emails: string | null | undefined): string {
  return (emails ?? '').split(',')[0].trim();
}

/** Spec 5.4: the identifier sent for each person is the uid, else the email. */
export function inviteIdentifierOf(person: { uid?: string | null; email?: string | null }): string {
  return person.uid?.trim() || firstEmail(person.email);
}
