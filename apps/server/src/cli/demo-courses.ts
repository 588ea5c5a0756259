import type { NewCourseBody } from '@halaqa/shared/courses';
import type { Db } from '../db/database.ts';
import { insertCourse } from '../features/courses/courses.repo.ts';
import { enroll } from '../features/courses/enrollments.repo.ts';

const KSU = 'King Saud University';
const QU = 'Qassim University';
const PNU = 'Princess Nourah University';
const KAU = 'King Abdulaziz University';

type DemoCourse = [title: string, major: string, university: string, description: string];

/** Latin- and Arabic-coded courses from several universities and majors, oldest first. */
export const DEMO_COURSES: DemoCourse[] = [
  [
    'CSC 111 Programming in Java',
    'Computer Science',
    KSU,
    'Variables, control flow, methods, arrays and a first look at classes, with weekly labs.',
  ],
  [
    'CSC 113 Object-Oriented Programming',
    'Computer Science',
    KSU,
    'Classes, inheritance, interfaces and exceptions; a team project in Java.',
  ],
  [
    'CSC 212 Data Structures',
    'Computer Science',
    KSU,
    'Lists, stacks, queues, trees, heaps and hash tables, and how to choose between them.',
  ],
  [
    'SWE 106 Software Construction',
    'Software Engineering',
    KSU,
    'Writing, testing and reviewing code in small teams: version control, unit tests and refactoring.',
  ],
  [
    'SWE 211 Software Requirements',
    'Software Engineering',
    KSU,
    'Eliciting, writing and validating requirements; user stories, use cases and prototypes.',
  ],
  [
    'SWE 321 Software Design and Architecture',
    'Software Engineering',
    KSU,
    'Design principles, patterns and architectural styles, documented and reviewed.',
  ],
  [
    'IS 230 Database Systems',
    'Information Systems',
    KSU,
    'The relational model, SQL, normalisation and transactions.',
  ],
  [
    'CEN 303 Computer Networks',
    'Computer Engineering',
    KSU,
    'Layers, protocols, routing and switching, with packet captures in the lab.',
  ],
  [
    'MATH 151 Discrete Mathematics',
    'Mathematics',
    KSU,
    'Logic, sets, relations, counting, graphs and proofs by induction.',
  ],
  ['PHYS 103 General Physics I', 'Physics', KSU, 'Mechanics: motion, forces, energy and momentum.'],
  ['CHEM 101 General Chemistry', 'Chemistry', KSU, 'Atoms, bonding, reactions and stoichiometry.'],
  [
    'ARAB 101 Arabic Writing Skills',
    'Arabic Language',
    KSU,
    'Clear academic writing in Arabic: structure, style and citation.',
  ],
  [
    'عال 111 البرمجة بلغة جافا',
    'علوم الحاسب',
    KSU,
    'مدخل إلى البرمجة: المتغيرات والتحكم والدوال والمصفوفات.',
  ],
  [
    'هنب 106 بناء البرمجيات',
    'هندسة البرمجيات',
    KSU,
    'كتابة الشيفرة واختبارها ومراجعتها ضمن فريق صغير.',
  ],
  ['ريض 151 الرياضيات المتقطعة', 'الرياضيات', KSU, 'المنطق والمجموعات والعد والرسوم البيانية.'],
  ['عرب 103 التحرير العربي', 'اللغة العربية', KSU, 'مهارات الكتابة الأكاديمية باللغة العربية.'],
  [
    'CS 210 Algorithms',
    'Computer Science',
    QU,
    'Sorting, searching, graph algorithms and how to reason about their cost.',
  ],
  [
    'IT 241 Web Development',
    'Information Technology',
    QU,
    'HTML, CSS and JavaScript, then a server and a database behind them.',
  ],
  [
    'STAT 101 Introduction to Statistics',
    'Statistics',
    QU,
    'Describing data, probability, sampling and simple tests.',
  ],
  [
    'CS 340 Artificial Intelligence',
    'Computer Science',
    PNU,
    'Search, knowledge representation and an introduction to machine learning.',
  ],
  [
    'IS 350 Information Security',
    'Information Systems',
    PNU,
    'Threats, cryptography basics, access control and secure practice.',
  ],
  [
    'EE 201 Electric Circuits',
    'Electrical Engineering',
    KAU,
    'Circuit laws, network theorems and first-order circuits.',
  ],
  [
    'CPIS 334 Systems Analysis and Design',
    'Information Systems',
    KAU,
    'Modelling a business system from requirements to a design.',
  ],
  [
    'Introduction to Academic Research',
    'General Studies',
    KAU,
    'Finding sources, reading critically and writing a short research report.',
  ],
];

/** Adds the demo courses, created by `learnerId`, and puts the first three on their dashboard. */
export async function seedDemoCourses(db: Db, learnerId: string) {
  const start = Date.now() - DEMO_COURSES.length * 3_600_000;
  const ids: string[] = [];
  for (const [i, [title, major, university, description]] of DEMO_COURSES.entries()) {
    const fields: NewCourseBody = { title, major, university, description };
    const createdAt = new Date(start + i * 3_600_000);
    ids.push((await insertCourse(db, { ...fields, createdBy: learnerId, createdAt })).id);
  }
  for (const id of ids.slice(0, 3)) await enroll(db, learnerId, id);
}
