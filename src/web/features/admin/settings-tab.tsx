import { AnnouncementCard } from './announcement-card';
import { ServicesCard } from './services-card';
import { ToolsCard } from './tools-card';
import { UploadSettingsCard } from './upload-settings-card';

export function SettingsTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid gap-6">
        <UploadSettingsCard />
        <ToolsCard />
      </div>
      <div className="grid gap-6">
        <ServicesCard />
        <AnnouncementCard />
      </div>
    </div>
  );
}
