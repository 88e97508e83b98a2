import type { SvgIconComponent } from '@mui/icons-material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DynamicFeedOutlinedIcon from '@mui/icons-material/DynamicFeedOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TagOutlinedIcon from '@mui/icons-material/TagOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';

export interface NavItem {
  label: string;
  to:
    | '/'
    | '/keywords'
    | '/meta-campaign-creator'
    | '/meta-campaigns'
    | '/meta-launches'
    | '/meta-campaign-insights'
    | '/meta-rules'
    | '/meta-ad-settings'
    | '/settings'
    | '/preferences'
    | '/prompts'
    | '/users'
    | '/debug';
  icon: SvgIconComponent;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar, in the order of docs/contract.md#sidebar. Every item shows for every role. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Main',
    items: [
      { label: 'Dashboard', to: '/', icon: DashboardOutlinedIcon },
      { label: 'Keywords', to: '/keywords', icon: TagOutlinedIcon },
    ],
  },
  {
    label: 'Meta Campaigns',
    items: [
      { label: 'Campaign Creator', to: '/meta-campaign-creator', icon: RocketLaunchOutlinedIcon },
      { label: 'Campaigns', to: '/meta-campaigns', icon: CampaignOutlinedIcon },
      { label: 'Launches', to: '/meta-launches', icon: DynamicFeedOutlinedIcon },
      { label: 'Campaign Insights', to: '/meta-campaign-insights', icon: InsightsOutlinedIcon },
      { label: 'Campaign Rules', to: '/meta-rules', icon: RuleOutlinedIcon },
      { label: 'Ad Settings', to: '/meta-ad-settings', icon: TuneOutlinedIcon },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'API Credentials', to: '/settings', icon: VpnKeyOutlinedIcon },
      { label: 'Preferences', to: '/preferences', icon: SettingsOutlinedIcon },
      { label: 'AI Prompts', to: '/prompts', icon: AutoAwesomeOutlinedIcon },
      { label: 'User Management', to: '/users', icon: PeopleOutlinedIcon },
      { label: 'Debug Tools', to: '/debug', icon: BugReportOutlinedIcon },
    ],
  },
];
