import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("detail/:id", "routes/detail.tsx"),
  route("category", "routes/category.tsx"),
  route("about", "routes/about.tsx"),
  route("login", "routes/login.tsx"),
  route("emailLogin", "routes/email-login.tsx"),
  route("profile", "routes/profile.tsx"),
  route("admin", "routes/my-prompts.tsx"),
  route("superAdmin", "routes/super-admin.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-article.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
