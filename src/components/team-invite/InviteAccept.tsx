import { useSyncExternalStore, type SubmitEvent } from 'react';
import { acceptInvite, type PendingInvite } from '../../stores/pending-invite.ts';
import { MemberNameField, useMemberName } from './MemberNameField.tsx';

export type InviteAcceptProps = Omit<PendingInvite, 'memberName' | 'started'> & {
  /** The id of the consent line, read out with the button. */
  consentId: string;
};

const noSubscription = () => () => {};

/** The invite page's form: the name the team will see, then the quiz (at /, its intro) with the invite kept for it. */
export default function InviteAccept({ consentId, ...invite }: InviteAcceptProps) {
  // The server's HTML holds the button disabled: a click before the script runs would lose the invite.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const name = useMemberName();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const memberName = name.take();
    if (memberName === null) return;
    acceptInvite({ ...invite, memberName });
    window.location.assign('/?step=intro');
  };

  return (
    <form className="form invite__form" noValidate onSubmit={onSubmit}>
      <MemberNameField label="Your name" {...name.field} />
      <button type="submit" className="button button--primary button--large" aria-describedby={consentId} disabled={!hydrated}>
        Take the quiz
      </button>
    </form>
  );
}
