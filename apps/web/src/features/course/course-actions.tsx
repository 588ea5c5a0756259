import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { COURSE_MESSAGES, DASHBOARD_MESSAGES } from '@halaqa/shared/courses';
import { StatusAlert, useStatus } from '../../components/status-alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { courseKeys } from '../../lib/course-queries.ts';
import { useVisitor } from '../account/api.ts';
import { addToDashboard, deleteCourse } from './api.ts';

const CONFIRM_DELETE =
  'Delete this course for everyone? It leaves every dashboard, and this cannot be undone.';

/** Add Course to My Dashboard, the material link, and Delete Course for admins (spec "Course page"). */
export function CourseActions({
  courseId,
  onDashboard,
}: {
  courseId: string;
  onDashboard: boolean;
}) {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, show, clear } = useStatus();

  const add = useMutation({
    mutationFn: () => addToDashboard(courseId),
    onSuccess: () => {
      show(COURSE_MESSAGES.added, true);
      void queryClient.invalidateQueries({ queryKey: courseKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: courseKeys.one(courseId) });
    },
    onError: (error) => show(messageOf(error, COURSE_MESSAGES.addFailed), false),
  });
  const remove = useMutation({
    mutationFn: () => deleteCourse(courseId),
    onSuccess: async ({ message: text }) => {
      queryClient.removeQueries({ queryKey: courseKeys.one(courseId) });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      void navigate('/community', { state: { message: text } });
    },
    onError: (error) => show(messageOf(error, DASHBOARD_MESSAGES.removeFailed), false),
  });

  const handleAdd = () => {
    // Guests and signed-out visitors have no dashboard (spec §6): they are sent to log in.
    if (visitor.kind !== 'signed-in') void navigate('/login');
    else add.mutate();
  };
  const handleDelete = () => {
    if (window.confirm(CONFIRM_DELETE)) remove.mutate();
  };

  return (
    <>
      <StatusAlert status={status} onClose={clear} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button onClick={handleAdd} disabled={visitor.kind === 'loading' || add.isPending}>
          Add Course to My Dashboard
        </Button>
        <Link to={`/material/${courseId}`} className="btn btn-outline-primary">
          Available Material For This Course
        </Link>
        {visitor.kind === 'signed-in' && visitor.user.isAdmin && (
          <Button variant="danger" onClick={handleDelete} disabled={remove.isPending}>
            Delete Course
          </Button>
        )}
      </div>
      {onDashboard && (
        <p className="small text-body-secondary mt-2 mb-0">This course is on your dashboard.</p>
      )}
    </>
  );
}
