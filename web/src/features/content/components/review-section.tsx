import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { REVIEW_COMMENT_MAX_LENGTH, reviewCreateSchema } from '@evenkeel/common';
import { Button, Group, Input, Rating, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import type { Article, Review } from '../api/types';
import { useReviews, useSaveReview } from '../api/use-reviews';

/** Reviews of an article: the average once the server gives it (5 reviews on), the list, and the member's own. */
export function ReviewSection({ article }: { article: Article }) {
  const { t } = useTranslation();
  const reviews = useReviews(article.id);
  const list = reviews.data ?? [];
  const own = list.find((review) => review.meta?.own);
  const canWrite = can(article, 'review') || can(own, 'update');

  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-title">
      <Title order={2} size="h3" id="reviews-title">
        {t('content.reviews.title')}
      </Title>
      <Text>
        {article.average_rating !== null
          ? t('content.reviews.average', { average: article.average_rating, count: article.review_count })
          : t('content.reviews.count', { count: article.review_count })}
      </Text>
      {canWrite && <ReviewForm key={own?.id ?? 'new'} article={article} own={own} />}
      {list.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((review) => (
            <Stack key={review.id} gap={2} component="li">
              <Group gap="xs">
                <Text fw={600}>{review.first_name}</Text>
                <Text size="sm" aria-hidden="true" c="yellow.9">
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </Text>
                <VisuallyHidden>{t('content.reviews.rated', { rating: review.rating })}</VisuallyHidden>
              </Group>
              {review.comment && <Text size="sm">{review.comment}</Text>}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReviewForm({ article, own }: { article: Article; own: Review | undefined }) {
  const { t } = useTranslation();
  const labelId = useId();
  const form = useResourceForm({
    initial: () => ({ rating: own?.rating ?? 0, comment: own?.comment ?? '' }),
    schema: reviewCreateSchema,
    input: ({ rating, comment }) => ({ rating, comment: comment.trim() === '' ? null : comment.trim() }),
    mutation: useSaveReview(),
    variables: (attributes) => ({ item: article, attributes }),
    success: () => t('content.reviews.saved'),
    // The form is drawn anew as "Your review": focus goes to the reviews, the average first.
    focus: '#reviews-title',
  });
  const { errors } = form;

  const title = own ? t('content.reviews.yours') : t('content.reviews.write');
  return (
    <Form onSubmit={form.submit} label={title}>
      <Stack gap="sm" maw={560}>
        <Title order={3} size="h4">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        <Input.Wrapper
          label={t('content.reviews.rating')}
          labelElement="div"
          id={labelId}
          error={errors.rating}
        >
          <Rating
            value={form.values.rating}
            onChange={(rating) => form.set('rating', rating)}
            size="lg"
            aria-labelledby={`${labelId}-label`}
            getSymbolLabel={(value) => t('content.reviews.stars', { count: value })}
          />
        </Input.Wrapper>
        <Textarea
          label={t('content.reviews.comment')}
          {...form.text('comment')}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
        />
        <Group>
          <Button type="submit" loading={form.pending}>
            {own ? t('content.reviews.update') : t('content.reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
