// Finds objects in photos: the CenterNet COCO-80 model that ships in @vladmandic/human, on TensorFlow.js's
// WebAssembly backend. The model and the WebAssembly files are read from node_modules; nothing is downloaded.
// Loaded by the image process (process.mjs) at its first photo to look at.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The package's export map names its Node builds in a way Node does not accept, so the file is loaded by path.
const humanRoot = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const { Human } = require(path.join(humanRoot, 'dist/human.node-wasm.js'));
const wasm = require('@tensorflow/tfjs-backend-wasm');
const wasmDir = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`;

const MIN_SCORE = 0.35;

/** A TensorFlow.js graph model (model.json and its weight files) from the local disk. */
function fileModel(file) {
  return {
    async load() {
      const model = JSON.parse(await fs.promises.readFile(file, 'utf8'));
      const weights = await Promise.all(
        model.weightsManifest.flatMap((group) =>
          group.paths.map((name) => fs.promises.readFile(path.join(path.dirname(file), name))),
        ),
      );
      const data = Buffer.concat(weights);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
      };
    },
  };
}

async function createHuman() {
  wasm.setWasmPaths(wasmDir);
  const human = new Human({
    backend: 'wasm',
    wasmPath: wasmDir,
    modelBasePath: `file://${path.join(humanRoot, 'models')}/`,
    debug: false,
    cacheModels: false,
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
    object: { enabled: true, modelPath: 'centernet.json', minConfidence: MIN_SCORE, maxDetected: 20 },
  });
  human.tf.io.registerLoadRouter((url) =>
    typeof url === 'string' && url.startsWith('file://') ? fileModel(new URL(url).pathname) : null,
  );
  await human.load();
  return human;
}

let ready = null;

/** Objects in an upright RGB picture (about 512 px a side: the model's input size). */
export async function detect({ pixels, width, height }) {
  ready ??= createHuman();
  const human = await ready;
  const tensor = human.tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.object.map((found) => ({ label: found.label, score: found.score }));
  } finally {
    tensor.dispose();
  }
}
