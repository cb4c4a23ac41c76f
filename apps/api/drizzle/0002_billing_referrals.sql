CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"total_cents" integer NOT NULL,
	"credit_applied_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"return_url" text NOT NULL,
	"fulfilled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year_earned" integer NOT NULL,
	"earned_cents" integer DEFAULT 0 NOT NULL,
	"available_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credits_available_range" CHECK ("referral_credits"."available_cents" >= 0 and "referral_credits"."available_cents" <= "referral_credits"."earned_cents")
);
--> statement-breakpoint
CREATE TABLE "referral_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_id" uuid NOT NULL,
	"referrer_credit_amount" integer DEFAULT 0 NOT NULL,
	"referred_credit_amount" integer DEFAULT 0 NOT NULL,
	"plan_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_transactions_not_self" CHECK ("referral_transactions"."referrer_id" <> "referral_transactions"."referred_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"duration_months" integer NOT NULL,
	"price_monthly_cents" integer NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_positive" CHECK ("subscription_plans"."price_monthly_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"provider_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_transactions" ADD CONSTRAINT "referral_transactions_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_transactions" ADD CONSTRAINT "referral_transactions_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_key" ON "checkout_sessions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_status_idx" ON "checkout_sessions" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_user_year_key" ON "referral_credits" USING btree ("user_id","year_earned");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_transactions_referred_key" ON "referral_transactions" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referral_transactions_referrer_idx" ON "referral_transactions" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_duration_key" ON "subscription_plans" USING btree ("duration_months");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_key" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_end_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
INSERT INTO "subscription_plans" ("id", "duration_months", "price_monthly_cents", "discount_percentage") VALUES
	('premium_monthly', 1, 999, 0),
	('premium_3months', 3, 899, 10),
	('premium_6months', 6, 799, 20),
	('premium_1year', 12, 699, 30);
