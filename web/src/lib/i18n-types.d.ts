import type { catalogues } from '@evenkeel/common/i18n/catalogues';

// Keys typed from the English catalogue: a wrong key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    fallbackNS: 'common';
    resources: (typeof catalogues)['en'];
  }
}
