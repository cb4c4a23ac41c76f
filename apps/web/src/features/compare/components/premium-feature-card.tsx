import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { COMPARE_TEXTS, ORGANISE_ERRORS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** "Premium Feature": collaborative comparisons are for premium users, with the way to upgrade. */
export function PremiumFeatureCard() {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <Crown className="mx-auto size-8 text-primary" aria-hidden />
        <CardTitle>{COMPARE_TEXTS.premiumTitle}</CardTitle>
        <CardDescription>{ORGANISE_ERRORS.premiumCollaborative}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.profile}>{COMPARE_TEXTS.upgradeToPremium}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
