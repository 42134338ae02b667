import { Camera, Clock, Gauge, MapPin } from 'lucide-react';

/** A drawn map with a route and a trip summary card: the landing page's picture, no image files needed. */
export function RouteIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl border bg-emerald-50 shadow-xl">
        <svg viewBox="0 0 400 300" className="block h-auto w-full" aria-hidden="true">
          <rect width="400" height="300" fill="#ecfdf5" />
          <path d="M0 210 C80 190 120 240 200 220 S330 170 400 190 V300 H0Z" fill="#d1fae5" />
          <path d="M0 60 C70 80 140 30 220 50 S340 90 400 70 V0 H0Z" fill="#ccfbf1" />
          <path
            d="M260 0 C250 60 300 110 290 160 S320 260 310 300"
            stroke="#bae6fd"
            strokeWidth="18"
            fill="none"
          />
          <g stroke="#e2e8f0" strokeWidth="6" fill="none" strokeLinecap="round">
            <path d="M0 140 H400" />
            <path d="M130 0 V300" />
          </g>
          <path
            d="M50 250 C90 200 100 170 150 160 S220 150 240 110 S300 60 350 50"
            stroke="#0F766E"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray="2 12"
            fill="none"
          />
          <circle cx="50" cy="250" r="11" fill="#0F766E" />
          <circle cx="50" cy="250" r="4.5" fill="#fff" />
          <circle cx="150" cy="160" r="8" fill="#f59e0b" stroke="#fff" strokeWidth="3" />
          <circle cx="240" cy="110" r="8" fill="#f59e0b" stroke="#fff" strokeWidth="3" />
          <path
            d="M350 22 c-13 0 -21 10 -21 21 c0 15 21 34 21 34 s21 -19 21 -34 c0 -11 -8 -21 -21 -21z"
            fill="#dc2626"
          />
          <circle cx="350" cy="43" r="7" fill="#fff" />
        </svg>
      </div>
      <div className="relative mx-4 -mt-12 rounded-2xl border bg-card/95 p-4 shadow-lg backdrop-blur sm:absolute sm:-right-6 sm:-bottom-8 sm:mx-0 sm:mt-0 sm:w-80">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            ✓ Completed
          </span>
          <span className="text-xs text-muted-foreground">Jun 14, 2025</span>
        </div>
        <p className="mt-2 font-semibold">Pacific Coast Highway</p>
        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin className="size-3" />
          San Francisco → San Diego
        </p>
        <div className="mt-3 flex gap-4 text-xs whitespace-nowrap text-muted-foreground">
          <span className="flex items-center gap-1">
            <Gauge className="size-3.5 text-primary" />
            655 miles
          </span>
          <span className="flex items-center gap-1">
            <Clock className="size-3.5 text-primary" />
            11h 40m
          </span>
          <span className="flex items-center gap-1">
            <Camera className="size-3.5 text-primary" />
            128 photos
          </span>
        </div>
      </div>
    </div>
  );
}
