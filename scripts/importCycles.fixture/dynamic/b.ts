export const later = async () => (await import('./a')).first;
