import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import type { CallState, CONVERSATION_ABILITIES } from '@evenkeel/common';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { can } from '../../../lib/abilities';
import { type TranslationKey, useTranslation } from '../../../lib/i18n';
import { readCall } from '../api/calls-api';
import { type Outcome, useCall } from '../lib/use-call';
import { CallDialog } from './call-dialog';
import { IncomingCall } from './incoming-call';

/** What CallControls reads of a conversation (its resource, common/src/resources/chat.ts). */
export type CallableConversation = {
  id: string;
  call_id?: string | null;
  call_state?: CallState | null;
  meta?: { abilities?: Partial<Record<(typeof CONVERSATION_ABILITIES)[number], boolean>> };
};

const OUTCOME_TEXT: Record<Exclude<Outcome['kind'], 'media' | 'refused'>, TranslationKey> = {
  declined: 'calls.outcome_declined',
  missed: 'calls.outcome_missed',
  ended: 'calls.outcome_ended',
};
const MEDIA_TEXT: Record<string, TranslationKey> = {
  denied: 'calls.media_denied',
  no_device: 'calls.media_missing',
  failed: 'calls.media_failed',
};

function outcomeText(outcome: Outcome, t: (key: TranslationKey) => string): string {
  if (outcome.kind === 'media') return t(MEDIA_TEXT[outcome.problem] ?? 'calls.media_failed');
  if (outcome.kind === 'refused') return outcome.detail || t('calls.failed');
  return t(OUTCOME_TEXT[outcome.kind]);
}

/**
 * A conversation's video call (issue 29): the Call button when the server allows it, the ring
 * when the other person calls, and the call itself. One per conversation page.
 */
export function CallControls({ conversation }: { conversation: CallableConversation }) {
  const { t } = useTranslation();
  const call = useCall(conversation.id);
  const { phase, outcome } = call;

  // A call already ringing when the page opens rings here too (the socket told only the tabs open then).
  const ringingId = conversation.call_state === 'ringing' ? conversation.call_id : null;
  useEffect(() => {
    if (!ringingId) return;
    let live = true;
    void readCall(ringingId)
      .then((found) => {
        if (live && found.state === 'ringing' && !found.caller_is_me) call.ring(found.id);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ringingId, call.ring]);

  const incoming = phase.kind === 'incoming' || phase.kind === 'answering' ? phase.callId : null;
  return (
    <Stack gap="xs">
      {phase.kind === 'idle' && can(conversation, 'call') && (
        <Group>
          <Button onClick={() => void call.start()}>{t('calls.start')}</Button>
        </Group>
      )}
      {phase.kind === 'idle' && conversation.call_state === 'active' && conversation.call_id && (
        // A call left open by tabs that went away: either person can end it here.
        <Group>
          <Button variant="default" onClick={() => void call.endStale(conversation.call_id as string)}>
            {t('calls.end_stale')}
          </Button>
        </Group>
      )}
      {phase.kind === 'starting' && <Text size="sm">{t('calls.asking_devices')}</Text>}
      {phase.kind === 'outgoing' && (
        <Group>
          <Text role="status" size="sm">
            {t('calls.ringing_out')}
          </Text>
          <Button variant="default" onClick={() => void call.finish('ended')}>
            {t('calls.cancel')}
          </Button>
        </Group>
      )}
      {phase.kind === 'active' && (
        <CallDialog
          local={call.local}
          remote={call.remote}
          connection={call.connection}
          stream={call.stream}
          peer={call.peer}
          onEnd={() => void call.finish('ended')}
          onMediaError={(error) => call.setOutcome({ kind: 'media', problem: error.problem })}
        />
      )}
      {/* Always present, so what is said in it is announced (politely) by screen readers. */}
      <Text
        role="status"
        size="sm"
        c={outcome?.kind === 'media' || outcome?.kind === 'refused' ? 'red.9' : undefined}
      >
        {outcome ? outcomeText(outcome, t) : ''}
      </Text>
      <IncomingCall
        opened={incoming !== null}
        busy={phase.kind === 'answering'}
        onAnswer={() => incoming && void call.answer(incoming)}
        onDecline={() => void call.finish('declined')}
      />
    </Stack>
  );
}
