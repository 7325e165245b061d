export { type TabItem, Tabs } from "./Tabs";
