import { messages } from '@stepwise/contracts';
import { Button, Dialog } from '@stepwise/ui';
import { stepTabsTexts as texts } from '@/features/step-tabs/texts';
import { type StepEditorRef, useTabWarningFields } from '@/features/step-tabs/use-step-editor';

/**
 * The tab the creator is on once the question is answered: the selected tab of the list the
 * question came from (a tab takes its panel when it gets the focus, so the tab that asked, unless
 * chosen, would ask again).
 */
const selectedTabOf = (opener: HTMLElement | null): HTMLElement | null =>
  opener
    ?.closest('[role="tablist"]')
    ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? opener;

/**
 * 'Incomplete Step Information' (spec 2, 4 "Tabs"): open while the editor waits for a decision on
 * leaving the details or sign-off tab with required fields empty. Escape, the close button and a
 * click outside count as 'Stay on Current Tab'. It opens on 'Stay on Current Tab', and the focus
 * then goes to the tab the creator is on.
 */
export function TabWarningDialog({ editor }: { editor: StepEditorRef }) {
  const missing = useTabWarningFields(editor);
  const stay = () => editor.send({ type: 'tab.cancel' });
  return (
    <Dialog
      open={missing !== null}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      returnFocus={selectedTabOf}
      title={messages.annotate.incompleteDialogTitle}
      description={texts.warningAdvice}
      footer={
        <>
          <Button variant="secondary" onClick={stay}>
            {messages.annotate.stayOnTab}
          </Button>
          <Button onClick={() => editor.send({ type: 'tab.confirm' })}>
            {messages.annotate.continueAnyway}
          </Button>
        </>
      }
    >
      <p>{texts.warningIntro}</p>
      <ul aria-label={texts.warningIntro} className="mt-2 list-disc pl-5">
        {(missing ?? []).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Dialog>
  );
}
