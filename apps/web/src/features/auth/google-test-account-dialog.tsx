import { Button, Dialog, TextField } from '@stepwise/ui';
import { type FormEvent, useId, useState } from 'react';
import { GoogleIcon } from '@/features/auth/google-icon';
import { suggestedTestAccount } from '@/features/auth/google-test-account';
import type { GoogleTestAccount } from '@/features/auth/session';

export const testAccountTexts = {
  title: 'Choose a test Google account',
  description:
    'Stepwise is running against the local sign-in emulator, so no real Google account is used. ' +
    'Enter the name and email of a test account; the same email always signs in to the same ' +
    'account.',
  name: 'Name',
  nameHint: 'Optional. Without one, your username is the part of your email before the @.',
  email: 'Email',
  cancel: 'Cancel',
  submit: 'Use this account',
} as const;

export interface GoogleTestAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (account: GoogleTestAccount) => void;
}

/** Stand-in for Google's account chooser when the app runs against the Auth emulator. */
export function GoogleTestAccountDialog({
  open,
  onOpenChange,
  onChoose,
}: GoogleTestAccountDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={testAccountTexts.title}
      description={testAccountTexts.description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {testAccountTexts.cancel}
          </Button>
          <Button type="submit" form={formId} icon={<GoogleIcon className="size-4" />}>
            {testAccountTexts.submit}
          </Button>
        </>
      }
    >
      {/* Mounted on each opening, so the fields start from the latest suggestion. */}
      <TestAccountForm id={formId} onChoose={onChoose} />
    </Dialog>
  );
}

function TestAccountForm({
  id,
  onChoose,
}: {
  id: string;
  onChoose: (account: GoogleTestAccount) => void;
}) {
  const [suggestion] = useState(() => suggestedTestAccount());

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChoose({
      name: String(data.get('name') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    });
  }

  return (
    <form id={id} onSubmit={handleSubmit} className="flex flex-col gap-4 pb-1">
      <TextField
        label={testAccountTexts.name}
        name="name"
        autoComplete="name"
        defaultValue={suggestion.name}
        hint={testAccountTexts.nameHint}
      />
      <TextField
        label={testAccountTexts.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={suggestion.email}
      />
    </form>
  );
}
