import { playDeal, botById } from '../royal-lock-duel';
import { seeingFillsBot, seeingFillsPlannerBot } from './seeing-fills';
const [name, from, to, base] = process.argv.slice(2);
const bot = name === 'seeing-fills' ? seeingFillsBot : name === 'seeing-fills-planner' ? seeingFillsPlannerBot : botById(name!);
for (let i = Number(from); i < Number(to); i++) console.log(JSON.stringify(playDeal(bot, i, Number(base ?? 78), 2)));
