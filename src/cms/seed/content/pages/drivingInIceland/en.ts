import type { DrivingText } from '.'

export const en: DrivingText = {
  title: 'Driving in Iceland',
  seo: {
    title: 'Driving in Iceland: rules, F-roads and winter tips',
    description:
      'What to know before you drive in Iceland: speed limits, headlights, gravel roads, F-roads, winter driving and where to check roads and weather.',
  },
  lead: 'Iceland’s roads are beautiful and sometimes demanding. A few rules keep you and the car safe.',
  tabsTitle: 'By season and road',
  summer: {
    title: 'Summer',
    body: [
      {
        ul: [
          'Speed limits: 90 km/h on paved roads, 80 km/h on gravel, 50 km/h in towns',
          'Headlights on at all times, day and night',
          'Slow down before gravel starts and on single-lane bridges',
        ],
      },
    ],
  },
  winter: {
    title: 'Winter',
    body: [
      'From November to April our cars have winter tyres.',
      {
        ul: [
          'Check road conditions and weather every morning',
          'Daylight can be as short as four hours in December',
          'Never stop on the road to watch the northern lights',
        ],
      },
    ],
  },
  fRoads: {
    title: 'F-roads',
    body: [
      'Mountain roads marked F are open from about late June and only for 4x4 cars.',
      ['Off-road driving is illegal and never insured. See ', { link: 'our insurance', url: '/insurance' }, '.'],
    ],
  },
  trips: {
    title: 'Choose the car for your trip',
    intro: 'Pick a trip to search with the filters it needs; you give the dates next.',
    ringRoad: {
      name: 'Ring Road',
      note: 'Route 1 is paved all the way round, so every car will do. Side roads to sights are often gravel: gravel protection covers stones thrown up by other cars.',
    },
    highlands: {
      name: 'Highlands',
      note: 'F-roads open from about late June and are allowed only in 4x4 cars. River crossings are never covered by any protection.',
    },
    winter: {
      name: 'Winter',
      note: 'From November to April every car has winter tyres. Four-wheel or all-wheel drive grips better on snow and ice; check road conditions each morning.',
    },
  },
  before: 'Before you go',
  videoTitle: 'Demo video (Big Buck Bunny, Blender Foundation)',
  watch: 'Play the video',
  links: {
    roads: 'Road conditions (umferdin.is)',
    safety: 'Travel plans and alerts (safetravel.is)',
    weather: 'Weather forecast (vedur.is)',
  },
}
