import { lazyMessages, type LocaleMessages } from './translate';
import { auditEn, type AuditKey } from './audit.en';

export const auditMessages: LocaleMessages<AuditKey> = lazyMessages(auditEn, async () => (await import('./audit.zh-HK')).auditZhHK);
