export const demoAccounts = [
  { key: 'admin', email: 'admin@example.org', password: 'demo-admin', name: 'Jordan Wong', role: 'admin' },
  { key: 'editor', email: 'editor@example.org', password: 'demo-editor', name: 'Alex Morgan', role: 'editor' },
  { key: 'colleague', email: 'colleague@example.org', password: 'demo-colleague', name: 'Sam Lee', role: 'editor' },
  { key: 'reader', email: 'reader@example.org', password: 'demo-reader', name: 'Robin Chan', role: 'staff' },
] as const;

export type DemoAccountKey = (typeof demoAccounts)[number]['key'];
