import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '../../../common/contract/users';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The last card of the profile: what deleting the account takes with it, and the way to do it. */
export function DeleteAccountCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Delete account</CardTitle>
        <CardDescription>Delete your account and everything in it, for good.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          <li>Your trips, with their stops, photos, voice memos and routes</li>
          <li>Your share links and invitations, and the trips others shared with you</li>
          <li>Your phone trackers and their points, your imports and your Immich link</li>
        </ul>
        <p className="text-muted-foreground">
          Photos and stops you added to other travellers’ trips stay in those trips, without your name. This
          cannot be undone.
        </p>
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog user={user} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
