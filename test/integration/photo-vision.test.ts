import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto, uploadPhoto, waitForAutoTags } from '../support/photos';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { type RecordedRequest, startStandIn } from '../support/stand-in';
import { ownerWithTrip } from '../support/trips';

let visionCalls = 0;
const standIn = await startStandIn({
  '/v1/chat/completions': (request: RecordedRequest) => {
    visionCalls++;
    // The first call fails as an overloaded service would; the job is tried again.
    if (visionCalls === 1) return { status: 503, json: { error: { message: 'model is loading' } } };
    const asked = JSON.parse(request.body.toString());
    const image = asked.messages[1].content.find((part: { type: string }) => part.type === 'image_url');
    return {
      json: {
        choices: [
          {
            message: {
              content: `Here you go:\n\`\`\`json\n${JSON.stringify({
                tags: ['Golden Retriever', 'street', image ? 'seen' : 'unseen'],
                caption: 'A dog waits beside a bicycle.',
              })}\n\`\`\``,
            },
          },
        ],
      },
    };
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { VISION_BASE_URL: `${standIn.url}/v1`, VISION_API_KEY: 'vision-key', VISION_MODEL: 'llava' },
  });
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

describe('a configured vision service', () => {
  it('adds its tags and a caption suggestion to the offline ones, after a failed call is tried again', async () => {
    const owner = await ownerWithTrip(server);
    await setPlan(server, owner.userId, 'premium');
    const photo = await uploadPhoto(owner.client, owner.tripId, samplePhoto('dog'), 'dog.jpg');
    const until = Date.now() + 90_000;
    let tagged = await waitForAutoTags(owner.client, owner.tripId, photo.id);
    while (!tagged.autoTags.includes('golden retriever') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      tagged = await waitForAutoTags(owner.client, owner.tripId, photo.id);
    }
    expect(tagged.autoTags).toEqual(expect.arrayContaining(['dog', 'golden retriever', 'street', 'seen']));
    expect((tagged as unknown as { captionSuggestion: string }).captionSuggestion).toBe(
      'A dog waits beside a bicycle.',
    );
    expect(visionCalls).toBe(2);

    const call = standIn.requests.at(-1) as RecordedRequest;
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer vision-key');
    const body = JSON.parse(call.body.toString());
    expect(body.model).toBe('llava');
    const image = body.messages[1].content.find((part: { type: string }) => part.type === 'image_url');
    expect(image.image_url.url).toMatch(/^data:image\/webp;base64,/);
    const found = await owner.client.get('/api/photos/search?q=retriever');
    expect(found.body.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
  }, 120_000);
});
