import { Check, Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PREMIUM_FEATURE_LIST, UPGRADE_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter } from './ui/dialog';

interface UpgradePromptDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The feature the user reached for, e.g. "Create Unlimited Categories". */
  feature: string;
  /** Why they see the prompt, e.g. "Upgrade to premium to share folders". */
  description: string;
  /** Opens the plan-selection dialog (composed in by a route); without it the button goes to the profile. */
  onUpgrade?: () => void;
}

/**
 * The spec's upgrade prompt naming a feature, with the Premium feature list. Choosing a plan happens on the
 * profile page (its plan dialog), so the button goes there.
 */
export function UpgradePromptDialog({
  open,
  onOpenChange,
  feature,
  description,
  onUpgrade,
}: UpgradePromptDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="flex items-center gap-2">
            <Crown className="size-5 text-primary" aria-hidden />
            {feature}
          </span>
        }
        description={description}
      >
        <div className="grid gap-2">
          <p className="text-sm font-medium">{UPGRADE_TEXTS.premiumIncludes}</p>
          <ul className="grid gap-1.5 text-sm">
            {PREMIUM_FEATURE_LIST.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <Check className="size-4 text-primary" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {UPGRADE_TEXTS.notNow}
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              if (onUpgrade) onUpgrade();
              else navigate(paths.profile);
            }}
          >
            {UPGRADE_TEXTS.upgradeToPremium}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
