import type * as React from "react";

import { BrandMark } from "@/components/brand-mark";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type AuthLayoutProps = { title: string; description: string; children: React.ReactNode };

export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-sidebar px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3 text-sidebar-foreground">
          <BrandMark />
          <div>
            <p className="text-lg leading-tight font-semibold text-white">Palco</p>
            <p className="text-xs text-sidebar-muted">Elite Management</p>
          </div>
        </div>
        <Card className="shadow-xl">
          <CardHeader>
            <CardTitle className="text-xl">
              <h1>{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
