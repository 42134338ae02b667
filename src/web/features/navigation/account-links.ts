import {
  BarChart3,
  Crown,
  FileUp,
  type LucideIcon,
  Shield,
  Smartphone,
  Ticket,
  UserRound,
} from 'lucide-react';

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

const PERSONAL_LINKS: NavLink[] = [
  { href: '/profile', label: 'Profile', icon: UserRound },
  { href: '/devices', label: 'Devices', icon: Smartphone },
  { href: '/import', label: 'Import', icon: FileUp },
  { href: '/stats', label: 'Statistics', icon: BarChart3 },
  { href: '/promo-codes', label: 'Promo Codes', icon: Ticket },
  { href: '/subscribe', label: 'Subscribe', icon: Crown },
];

const ADMIN_LINK: NavLink = { href: '/admin', label: 'Admin', icon: Shield };

/** The entries of the avatar menu and the mobile drawer, in order. */
export function accountLinks(isAdmin: boolean): NavLink[] {
  return isAdmin ? [...PERSONAL_LINKS, ADMIN_LINK] : PERSONAL_LINKS;
}
