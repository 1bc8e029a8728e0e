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
import { useId, useState } from 'react';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
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
  const translate = useTranslate();
  const save = useSaveReview();
  const labelId = useId();
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [comment, setComment] = useState(own?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const attributes = { rating, comment: comment.trim() === '' ? null : comment.trim() };
    const checked = validate(reviewCreateSchema, attributes, translate);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { item: article, attributes: checked.data },
      {
        onSuccess: () => {
          showToast('success', t('content.reviews.saved'));
          // The form is drawn anew as "Your review": focus goes to the reviews, the average first.
          focusOutcome('#reviews-title');
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  const title = own ? t('content.reviews.yours') : t('content.reviews.write');
  return (
    <Form onSubmit={submit} label={title}>
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
            value={rating}
            onChange={setRating}
            size="lg"
            aria-labelledby={`${labelId}-label`}
            getSymbolLabel={(value) => t('content.reviews.stars', { count: value })}
          />
        </Input.Wrapper>
        <Textarea
          label={t('content.reviews.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
          error={errors.comment}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {own ? t('content.reviews.update') : t('content.reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
