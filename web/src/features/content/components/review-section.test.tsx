import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { Article } from '../api/types';
import { ReviewSection } from './review-section';

beforeAll(async () => {
  await setupI18n('en');
  // jsdom has no font loading, which Mantine's autosizing text area listens to.
  if (!document.fonts)
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const ABILITIES = {
  update: false,
  delete: false,
  publish: false,
  unpublish: false,
  restore: false,
  transfer: false,
  bookmark: true,
  review: true,
};

const article = (overrides: Partial<Article>): Article => ({
  id: 'calm-evenings',
  type: 'articles',
  title: 'Calm evenings',
  summary: 'About calm evenings',
  body: 'Text',
  cover_image_url: null,
  reading_minutes: 1,
  language: 'en',
  state: 'published',
  published_at: '2026-11-01T00:00:00.000Z',
  restorable_until: null,
  average_rating: null,
  review_count: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  meta: {
    abilities: ABILITIES,
    bookmark_id: null,
    review_id: null,
    other_language: false,
  },
  ...overrides,
});

/** The reviews the server lists: first names only, one of them the member's own. */
function serve(reviews: { id: string; rating: number; first_name: string; own: boolean }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        data: reviews.map((review) => ({
          type: 'reviews',
          id: review.id,
          attributes: {
            rating: review.rating,
            comment: null,
            first_name: review.first_name,
            created_at: '2026-11-02T00:00:00.000Z',
            updated_at: '2026-11-02T00:00:00.000Z',
          },
          meta: { own: review.own, abilities: { update: review.own, delete: review.own } },
        })),
        meta: { total: reviews.length },
      }),
    ),
  );
}

function show(item: Article) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ReviewSection article={item} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('reviews of an article', () => {
  it('show the count, not an average, while the API gives none (under 5 reviews)', async () => {
    serve([{ id: 'r1', rating: 5, first_name: 'Sam', own: false }]);
    show(article({ review_count: 1, average_rating: null }));
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    expect(screen.getByText('1 review')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5 from/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Review this article' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeInTheDocument();
  });

  it('show the average the API gives, and the member’s own review to change', async () => {
    serve([{ id: 'r1', rating: 4, first_name: 'Alex', own: true }]);
    show(
      article({
        review_count: 6,
        average_rating: 4.2,
        meta: {
          ...article({}).meta,
          abilities: { ...ABILITIES, review: false },
          review_id: 'r1',
        },
      }),
    );
    expect(await screen.findByText('Rated 4.2 out of 5 from 6 reviews')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update my review' })).toBeInTheDocument();
  });

  it('offer no form when the server allows no review', async () => {
    serve([]);
    show(
      article({
        meta: { ...article({}).meta, abilities: { ...ABILITIES, review: false } },
      }),
    );
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
