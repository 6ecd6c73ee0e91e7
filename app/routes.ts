import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("buy-now", "routes/buy-now.tsx"),
  route("trial-tyres", "routes/trial-tyres.tsx"),
  route("trial", "routes/trial.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("return-policy", "routes/return-policy.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("summer-offers", "routes/offers.tsx", { id: "summer-offers" }),
  route("winter-offers", "routes/offers.tsx", { id: "winter-offers" }),
  route("allseason-offers", "routes/offers.tsx", { id: "allseason-offers" }),
  route("search", "routes/search.tsx"),
  route("compare", "routes/compare.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
