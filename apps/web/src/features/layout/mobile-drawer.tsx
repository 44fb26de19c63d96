import { Drawer } from '@stepwise/ui';
import { Sidebar } from '@/features/layout/sidebar';

/** The sidebar as an off-canvas drawer under 1024 px; loaded the first time the menu opens. */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Sidebar">
      <Sidebar collapsed={false} variant="drawer" onClose={() => onOpenChange(false)} />
    </Drawer>
  );
}
