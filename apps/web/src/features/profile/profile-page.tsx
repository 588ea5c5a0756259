import { displayName } from '@halaqa/shared/account';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { PROFILE_MESSAGES } from '@halaqa/shared/profile';
import { Alert } from '../../components/alert.tsx';
import { ProfileSkeleton } from '../../components/skeleton.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useVisitor } from '../account/api.ts';
import { AccountInfo } from './account-info.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useProfile } from './api.ts';

export function ProfilePage() {
  const visitor = useVisitor();
  const profile = useProfile();
  const signedOut = visitor.kind === 'signed-out' || visitor.kind === 'guest';

  let body;
  if (signedOut) {
    body = <p className="lead">{PROFILE_MESSAGES.notSignedIn}</p>;
  } else if (profile.isPending || visitor.kind === 'loading') {
    body = <ProfileSkeleton />;
  } else if (profile.isError) {
    body = (
      <Alert variant="danger" dismissible={false}>
        {messageOf(profile.error, GENERIC_MESSAGES.internal)}
      </Alert>
    );
  } else {
    const user = profile.data;
    body = (
      <>
        <h1 className="fw-bold text-primary mb-4 text-break">
          <bdi>{displayName(user)}</bdi>
        </h1>
        <div className="row g-4">
          <div className="col-lg-4">
            <AvatarEditor user={user} />
          </div>
          <div className="col-lg-8 d-flex flex-column gap-4">
            <ProfileForm key={user.id} user={user} />
            <AccountInfo user={user} />
          </div>
        </div>
      </>
    );
  }

  return <div className="container py-5">{body}</div>;
}
