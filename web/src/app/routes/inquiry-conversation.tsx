import { useParams } from 'react-router';
import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { RequireSession } from '@/features/auth/components/require-session';
import { ConversationView } from '@/features/inquiries/components/conversation-view';

/** One conversation (SPEC §2 inquiry conversation view); e-mails and notifications link here. */
export function InquiryConversationRoute() {
  const { id = '' } = useParams();
  return (
    <RequireSession redirectTo={paths.auth}>
      {() => (
        <PageContainer className="max-w-4xl">
          {/* Keyed by id: another conversation starts with its own thread, composer and scroll position. */}
          <ConversationView key={id} inquiryId={id} />
        </PageContainer>
      )}
    </RequireSession>
  );
}
