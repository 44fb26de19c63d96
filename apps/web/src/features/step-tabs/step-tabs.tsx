import { EDITOR_TABS, type EditorTab, messages } from '@stepwise/contracts';
import { TabPanel, Tabs } from '@stepwise/ui';
import { DetailsTab } from '@/features/step-tabs/details-tab';
import { FilesTab } from '@/features/step-tabs/files-tab';
import { MaterialsTab } from '@/features/step-tabs/materials-tab';
import { ResultTab } from '@/features/step-tabs/result-tab';
import { SignoffTab } from '@/features/step-tabs/signoff-tab';
import { TabWarningDialog } from '@/features/step-tabs/tab-warning-dialog';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import { usePendingFiles } from '@/features/step-tabs/use-pending-files';
import { type StepEditorRef, useActiveTab } from '@/features/step-tabs/use-step-editor';

const TAB_ITEMS = EDITOR_TABS.map((tab) => ({ value: tab, label: messages.annotate.tabs[tab] }));

/**
 * The five tabs on one row beside the player, with both sidebars open at 1280 px: tighter tabs
 * (12 px each side, 8 px under 28rem, 6 px under 26rem and 4 px with 13 px text under 24rem: the
 * steps panel open at 1280) with no gap between them. Only a
 * column squeezed further by dragging the divider wraps them, and none is ever hidden.
 */
const TAB_LIST_CLASS =
  '@container flex-wrap gap-0 [&>[role=tab]]:px-3 @max-md:[&>[role=tab]]:px-2 @max-[26rem]:[&>[role=tab]]:px-1.5 @max-[24rem]:[&>[role=tab]]:px-1 @max-[24rem]:[&>[role=tab]]:text-[13px]';

const isEditorTab = (value: string): value is EditorTab =>
  (EDITOR_TABS as readonly string[]).includes(value);

export interface StepTabsProps {
  /** The screen's step editor (`stepEditorMachine`); read in slices, driven by its events. */
  editor: StepEditorRef;
  /** The project the step's uploads belong to. */
  projectId: string;
  /** 'Capture Result Frame': the screen captures the player's frame and opens its popup. */
  onCaptureResultFrame: () => void;
  /** True while a result frame is being captured or annotated. */
  resultCaptureBusy: boolean;
  /** Plays the video from a time in ms (the timeline's seek), for the transcript's lines. */
  onSeek?: (ms: number) => void;
}

/**
 * The step editor's tabs (spec 2, 4 "Tabs"): Step Details, Step Materials, Files, Result and Sign
 * Off, with the 'Incomplete Step Information' warning when leaving details or sign-off with
 * required fields empty. The machine decides which tab is open; a tab click only asks for it.
 */
export function StepTabs({
  editor,
  projectId,
  onCaptureResultFrame,
  resultCaptureBusy,
  onSeek,
}: StepTabsProps) {
  const active = useActiveTab(editor);
  const pendingFiles = usePendingFiles(projectId);

  return (
    <>
      <Tabs
        value={active}
        onValueChange={(tab) => {
          if (isEditorTab(tab)) editor.send({ type: 'tab.select', tab });
        }}
        items={TAB_ITEMS}
        label={stepTabsTexts.tabListLabel}
        listClassName={TAB_LIST_CLASS}
      >
        <TabPanel value="details">
          <DetailsTab editor={editor} onSeek={onSeek} />
        </TabPanel>
        <TabPanel value="materials">
          <MaterialsTab editor={editor} projectId={projectId} />
        </TabPanel>
        <TabPanel value="files">
          <FilesTab editor={editor} pending={pendingFiles} />
        </TabPanel>
        <TabPanel value="result">
          <ResultTab
            editor={editor}
            projectId={projectId}
            onCaptureResultFrame={onCaptureResultFrame}
            resultCaptureBusy={resultCaptureBusy}
          />
        </TabPanel>
        <TabPanel value="signoff">
          <SignoffTab editor={editor} />
        </TabPanel>
      </Tabs>
      <TabWarningDialog editor={editor} />
    </>
  );
}
