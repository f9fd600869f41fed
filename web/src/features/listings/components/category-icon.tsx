import {
  Briefcase,
  Car,
  Clapperboard,
  Factory,
  GraduationCap,
  HardHat,
  HeartPulse,
  Laptop,
  type LucideIcon,
  Pill,
  Plane,
  Shirt,
  ShoppingBag,
  Sparkles,
  Store,
  Truck,
  UtensilsCrossed,
  Wheat,
} from 'lucide-react';
import { cn } from '@/lib/cn';

// Categories are data (an admin may add one), so an unknown slug falls back to a generic shop icon.
const iconsBySlug: Record<string, LucideIcon> = {
  technology: Laptop,
  'retail-ecommerce': ShoppingBag,
  'food-beverage': UtensilsCrossed,
  manufacturing: Factory,
  services: Briefcase,
  healthcare: HeartPulse,
  education: GraduationCap,
  'hospitality-travel': Plane,
  logistics: Truck,
  agriculture: Wheat,
  'textiles-apparel': Shirt,
  automotive: Car,
  'construction-real-estate': HardHat,
  'beauty-wellness': Sparkles,
  pharmacy: Pill,
  'media-entertainment': Clapperboard,
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = iconsBySlug[slug] ?? Store;
  return <Icon className={cn('size-6', className)} aria-hidden="true" />;
}
