import type { Instrument } from './types';

/**
 * The safety question (product.md §2): never in the score, never shared with anyone but the
 * member. A yes shows crisis help at once.
 */
export const SAFETY: Instrument = {
  id: 'safety',
  version: '1',
  title: { en: 'Your safety', fr: 'Votre sécurité' },
  instructions: {
    en: 'This answer stays private: it is never shared with anyone. If you answer yes, we show you right away where to find help.',
    fr: 'Cette réponse reste privée : elle n’est jamais communiquée à personne. Si vous répondez oui, nous vous indiquons tout de suite où trouver de l’aide.',
  },
  items: [
    {
      id: 'safety',
      instrument: 'safety',
      text: {
        en: 'In the past week, have you had thoughts that you would be better off dead, or of hurting yourself in some way?',
        fr: 'Au cours de la dernière semaine, avez-vous eu des pensées selon lesquelles vous seriez mieux mort(e), ou des pensées de vous faire du mal d’une façon ou d’une autre ?',
      },
      min: 0,
      max: 1,
      options: [
        { value: 0, label: { en: 'No', fr: 'Non' } },
        { value: 1, label: { en: 'Yes', fr: 'Oui' } },
      ],
      reversed: false,
    },
  ],
  scoring: {
    en: 'Never scored. A yes, or a severe PHQ-4, shows crisis help to the member only.',
    fr: 'Jamais comptée dans le score. Un oui, ou un PHQ-4 sévère, affiche l’aide en cas de crise, au membre seulement.',
  },
  attribution: null,
};
